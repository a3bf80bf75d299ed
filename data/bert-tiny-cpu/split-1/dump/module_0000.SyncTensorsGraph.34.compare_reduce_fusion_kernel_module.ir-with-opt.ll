; ModuleID = '__compute_module_compare_reduce_fusion_kernel_module'
source_filename = "__compute_module_compare_reduce_fusion_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn uwtable
define noalias noundef ptr @compare_reduce_fusion(ptr readonly captures(none) %0) local_unnamed_addr #0 {
compare_reduce_fusion_wrapped.exit:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !5
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !7)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  %8 = load i64, ptr %5, align 4, !invariant.load !3, !alias.scope !10, !noalias !16
  %9 = load i64, ptr %3, align 4, !invariant.load !3, !alias.scope !7, !noalias !19
  %10 = icmp slt i64 %9, 0
  %11 = select i1 %10, i64 %8, i64 0
  %12 = add i64 %11, %9
  %13 = tail call i64 @llvm.smax.i64(i64 %12, i64 0)
  %14 = tail call i64 @llvm.umin.i64(i64 %13, i64 127)
  %15 = getelementptr inbounds nuw [1024 x i64], ptr %7, i64 0, i64 %14
  %16 = load i64, ptr %15, align 4, !invariant.load !3, !alias.scope !12, !noalias !20
  %17 = icmp eq i64 %16, 0
  %18 = or disjoint i64 %14, 128
  %19 = getelementptr inbounds nuw [1024 x i64], ptr %7, i64 0, i64 %18
  %20 = load i64, ptr %19, align 4, !invariant.load !3, !alias.scope !12, !noalias !20
  %21 = icmp eq i64 %20, 0
  %22 = or i1 %17, %21
  %23 = or disjoint i64 %14, 256
  %24 = getelementptr inbounds nuw [1024 x i64], ptr %7, i64 0, i64 %23
  %25 = load i64, ptr %24, align 4, !invariant.load !3, !alias.scope !12, !noalias !20
  %26 = icmp eq i64 %25, 0
  %27 = or i1 %22, %26
  %28 = or disjoint i64 %14, 384
  %29 = getelementptr inbounds nuw [1024 x i64], ptr %7, i64 0, i64 %28
  %30 = load i64, ptr %29, align 4, !invariant.load !3, !alias.scope !12, !noalias !20
  %31 = icmp eq i64 %30, 0
  %32 = or i1 %27, %31
  %33 = or disjoint i64 %14, 512
  %34 = getelementptr inbounds nuw [1024 x i64], ptr %7, i64 0, i64 %33
  %35 = load i64, ptr %34, align 4, !invariant.load !3, !alias.scope !12, !noalias !20
  %36 = icmp eq i64 %35, 0
  %37 = or i1 %32, %36
  %38 = or disjoint i64 %14, 640
  %39 = getelementptr inbounds nuw [1024 x i64], ptr %7, i64 0, i64 %38
  %40 = load i64, ptr %39, align 4, !invariant.load !3, !alias.scope !12, !noalias !20
  %41 = icmp eq i64 %40, 0
  %42 = or i1 %37, %41
  %43 = or disjoint i64 %14, 768
  %44 = getelementptr inbounds nuw [1024 x i64], ptr %7, i64 0, i64 %43
  %45 = load i64, ptr %44, align 4, !invariant.load !3, !alias.scope !12, !noalias !20
  %46 = icmp eq i64 %45, 0
  %47 = or i1 %42, %46
  %48 = or disjoint i64 %14, 896
  %49 = getelementptr inbounds nuw [1024 x i64], ptr %7, i64 0, i64 %48
  %50 = load i64, ptr %49, align 4, !invariant.load !3, !alias.scope !12, !noalias !20
  %51 = icmp eq i64 %50, 0
  %52 = or i1 %47, %51
  %53 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %54 = load i64, ptr %53, align 4, !invariant.load !3, !alias.scope !7, !noalias !19
  %55 = icmp slt i64 %54, 0
  %56 = select i1 %55, i64 %8, i64 0
  %57 = add i64 %56, %54
  %58 = tail call i64 @llvm.smax.i64(i64 %57, i64 0)
  %59 = tail call i64 @llvm.umin.i64(i64 %58, i64 127)
  %60 = getelementptr inbounds nuw [1024 x i64], ptr %7, i64 0, i64 %59
  %61 = load i64, ptr %60, align 4, !invariant.load !3, !alias.scope !12, !noalias !20
  %62 = icmp eq i64 %61, 0
  %63 = or i1 %52, %62
  %64 = or disjoint i64 %59, 128
  %65 = getelementptr inbounds nuw [1024 x i64], ptr %7, i64 0, i64 %64
  %66 = load i64, ptr %65, align 4, !invariant.load !3, !alias.scope !12, !noalias !20
  %67 = icmp eq i64 %66, 0
  %68 = or i1 %63, %67
  %69 = or disjoint i64 %59, 256
  %70 = getelementptr inbounds nuw [1024 x i64], ptr %7, i64 0, i64 %69
  %71 = load i64, ptr %70, align 4, !invariant.load !3, !alias.scope !12, !noalias !20
  %72 = icmp eq i64 %71, 0
  %73 = or i1 %68, %72
  %74 = or disjoint i64 %59, 384
  %75 = getelementptr inbounds nuw [1024 x i64], ptr %7, i64 0, i64 %74
  %76 = load i64, ptr %75, align 4, !invariant.load !3, !alias.scope !12, !noalias !20
  %77 = icmp eq i64 %76, 0
  %78 = or i1 %73, %77
  %79 = or disjoint i64 %59, 512
  %80 = getelementptr inbounds nuw [1024 x i64], ptr %7, i64 0, i64 %79
  %81 = load i64, ptr %80, align 4, !invariant.load !3, !alias.scope !12, !noalias !20
  %82 = icmp eq i64 %81, 0
  %83 = or i1 %78, %82
  %84 = or disjoint i64 %59, 640
  %85 = getelementptr inbounds nuw [1024 x i64], ptr %7, i64 0, i64 %84
  %86 = load i64, ptr %85, align 4, !invariant.load !3, !alias.scope !12, !noalias !20
  %87 = icmp eq i64 %86, 0
  %88 = or i1 %83, %87
  %89 = or disjoint i64 %59, 768
  %90 = getelementptr inbounds nuw [1024 x i64], ptr %7, i64 0, i64 %89
  %91 = load i64, ptr %90, align 4, !invariant.load !3, !alias.scope !12, !noalias !20
  %92 = icmp eq i64 %91, 0
  %93 = or i1 %88, %92
  %94 = or disjoint i64 %59, 896
  %95 = getelementptr inbounds nuw [1024 x i64], ptr %7, i64 0, i64 %94
  %96 = load i64, ptr %95, align 4, !invariant.load !3, !alias.scope !12, !noalias !20
  %97 = icmp eq i64 %96, 0
  %98 = or i1 %93, %97
  %99 = zext i1 %98 to i8
  %100 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %101 = load ptr, ptr %100, align 8, !invariant.load !3, !dereferenceable !21
  store i8 %99, ptr %101, align 1, !alias.scope !22, !noalias !23
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 16}
!5 = !{i64 8}
!6 = !{i64 8192}
!7 = !{!8}
!8 = distinct !{!8, !9, !"compare_reduce_fusion_wrapped: argument 0"}
!9 = distinct !{!9, !"compare_reduce_fusion_wrapped"}
!10 = !{!11}
!11 = distinct !{!11, !9, !"compare_reduce_fusion_wrapped: argument 1"}
!12 = !{!13}
!13 = distinct !{!13, !9, !"compare_reduce_fusion_wrapped: argument 2"}
!14 = !{!15}
!15 = distinct !{!15, !9, !"compare_reduce_fusion_wrapped: argument 3"}
!16 = !{!17, !8, !13, !15}
!17 = distinct !{!17, !18, !"xla.slice_index=3"}
!18 = distinct !{!18}
!19 = !{!17, !11, !13, !15}
!20 = !{!17, !8, !11, !15}
!21 = !{i64 1}
!22 = !{!17, !15}
!23 = !{!8, !11, !13}
